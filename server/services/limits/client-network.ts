import { ipKeyGenerator } from "express-rate-limit";

/**
 * The network a client's address belongs to, as the per-address limits count it (issue 47): an
 * IPv4 address is itself (Node's `::ffff:a.b.c.d` form too, which must not share one IPv6
 * bucket with every IPv4 client); an IPv6 address is its /64, the block one home or phone line
 * is given, so twenty addresses from one line share one limit. Logs and the audit keep the
 * whole address; only the limits use this.
 */
export function clientNetworkOf(ip: string): string {
  return ipKeyGenerator(ip, 64);
}
