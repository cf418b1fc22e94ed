import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** IPv6 global unicast (2000::/3): everything else is local, reserved or a transition form. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is on the public internet: not loopback, private, link-local, CGNAT,
 * multicast, reserved or documentation space, in IPv4 or IPv6. An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries; 6to4, Teredo and NAT64 forms, which carry an IPv4
 * address a gateway would reach for us, are not public.
 */
export function isPublicAddress(address: string): boolean {
  // Only an address as a socket or a name server gives it: no shortened or numeric forms.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

/** Names that never lead to a public server, whatever a resolver says of them. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan)$/;

/** Whether a host name (not an address) may name a public server: a dotted name outside the local suffixes. */
export const isPublicName = (hostname: string): boolean =>
  hostname.includes('.') && !LOCAL_NAME.test(hostname.toLowerCase().replace(/\.$/, ''));
