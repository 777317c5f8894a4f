import { signUp, startTestApp, type TestApp } from './support/test-app';

describe('REST accounts (/api/register, /api/login, /api/profile)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should register with 201 and a message, then log in with a JWT whose payload has the username', async () => {
    const register = await app.rest('POST', '/api/register', {
      username: 'Marta',
      password: 'secret1',
      email: 'marta@example.com',
    });
    expect(register).toMatchObject({ status: 201, body: { message: 'User registered successfully' } });

    const login = await app.rest<{ token: string; message: string }>('POST', '/api/login', {
      username: 'marta',
      password: 'secret1',
    });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Login successful');
    const [header, payload] = login.body.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.username).toBe('Marta');
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });
});
