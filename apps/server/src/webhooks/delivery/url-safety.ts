import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { MESSAGES } from 'src/common/messages';

/** What the environment allows a webhook to reach (WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE). */
export interface UrlPolicy {
  allowHttp: boolean;
  allowPrivate: boolean;
}

/** The one address a delivery connects to: the one that was checked (no second lookup can change it). */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** A URL or address a webhook may not use; its message is fit for the writer. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

export const WEBHOOK_URL_MAX = 2048;

/** The URL if its form is allowed (scheme, no credentials, length); else UnsafeUrlError. */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError(MESSAGES.webhookUrlInvalid);
  }
  const httpAllowed = policy.allowHttp && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed)
    throw new UnsafeUrlError(policy.allowHttp ? MESSAGES.webhookUrlInvalid : MESSAGES.webhookUrlNotHttps);
  if (url.username || url.password) throw new UnsafeUrlError(MESSAGES.webhookUrlCredentials);
  if (raw.length > WEBHOOK_URL_MAX) throw new UnsafeUrlError(MESSAGES.webhookUrlInvalid);
  return url;
}

/**
 * Whether an address is an ordinary public one. ipaddr.js names every special range; only `unicast` is public.
 * IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it carries; NAT64, 6to4 and Teredo forms, which
 * carry an IPv4 address of their own, are refused with the rest.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Resolves the URL's host (an IP literal as it is) and answers the address to connect to. Unless private
 * addresses are allowed, a host with any refused address is refused, so a name that answers one public and one
 * private address cannot be used to reach the private one.
 */
export async function resolveAllowed(url: URL, policy: UrlPolicy): Promise<PinnedAddress> {
  // An IPv6 literal keeps its brackets in `hostname`.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: PinnedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
    } catch {
      throw new UnsafeUrlError(MESSAGES.webhookHostUnknown(host));
    }
  }
  if (addresses.length === 0) throw new UnsafeUrlError(MESSAGES.webhookHostUnknown(host));
  if (!policy.allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    throw new UnsafeUrlError(MESSAGES.webhookAddressPrivate);
  return addresses[0];
}
