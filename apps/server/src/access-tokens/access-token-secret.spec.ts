import { accessTokenHash, isAccessToken, newAccessToken } from './access-token-secret';

describe(newAccessToken.name, () => {
  it('should give flexi_pat_ and 43 base62 digits, different every time', () => {
    const tokens = Array.from({ length: 200 }, () => newAccessToken());

    for (const token of tokens) expect(token).toMatch(/^flexi_pat_[0-9A-Za-z]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.every(isAccessToken)).toBe(true);
  });

  it('should be stored as the hex sha256 of the whole token', () => {
    expect(accessTokenHash('flexi_pat_abc')).toBe(
      'ef7eb2af3d7e9a9dfa344ba424412cf8ebeca63da2d9e229a929478dfb3dcd6d',
    );
    expect(accessTokenHash('flexi_pat_abc')).not.toBe(accessTokenHash('flexi_pat_abd'));
  });

  it('should not take a session token (a JWT) for an access token', () => {
    expect(isAccessToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });
});
