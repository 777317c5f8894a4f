import { isPublicAddress, parseWebhookUrl, resolveAllowed, UnsafeUrlError } from './url-safety';

const STRICT = { allowHttp: false, allowPrivate: false };

describe('url-safety', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not an address',
  ])('should not count %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'should count %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('should refuse http unless allowed, and credentials always', () => {
    expect(() => parseWebhookUrl('http://example.com/', STRICT)).toThrow(UnsafeUrlError);
    expect(parseWebhookUrl('http://example.com/', { ...STRICT, allowHttp: true }).host).toBe('example.com');
    expect(() => parseWebhookUrl('https://a:b@example.com/', STRICT)).toThrow(UnsafeUrlError);
    expect(() => parseWebhookUrl('nonsense', STRICT)).toThrow(UnsafeUrlError);
  });

  it('should pin an allowed IP literal as it is, and refuse a private one unless allowed', async () => {
    await expect(resolveAllowed(new URL('https://[2001:4860::1]/'), STRICT)).resolves.toEqual({
      address: '2001:4860::1',
      family: 6,
    });
    await expect(resolveAllowed(new URL('https://127.0.0.1/'), STRICT)).rejects.toThrow(UnsafeUrlError);
    await expect(
      resolveAllowed(new URL('https://127.0.0.1/'), { ...STRICT, allowPrivate: true }),
    ).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});
