import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client address as it may be logged: the network, not the household. IPv4 keeps its first three
 * bytes, IPv6 its first 48 bits (a site); anything else is withheld.
 */
export function truncateAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::`;
  }
  return '[withheld]';
}
