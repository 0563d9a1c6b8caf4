// Which addresses the camera proxy may connect to. A camera's name is
// resolved once and every address it resolves to is classified (ipaddr.js):
// loopback, link-local, unspecified, broadcast, multicast and the IPv6
// ranges that embed or translate IPv4 addresses are always refused; private
// networks (RFC 1918, carrier-grade NAT, IPv6 unique-local) only with
// TRAXIS_CAMERA_ALLOW_PRIVATE=1. The proxy then connects to the address it
// checked, so a name cannot be re-pointed (DNS rebinding) between the check
// and the connection.
import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface CameraAddressRule {
  /** Private networks allowed (TRAXIS_CAMERA_ALLOW_PRIVATE=1, for cameras on the port's LAN). */
  allowPrivate: boolean;
  /** Loopback allowed: for tests with a fake camera on 127.0.0.1 only, never set from the environment. */
  allowLoopback: boolean;
}

export const DEFAULT_CAMERA_RULE: CameraAddressRule = { allowPrivate: false, allowLoopback: false };

/** Why a camera address was refused. */
export class CameraAddressError extends Error {
  constructor(
    readonly reason: 'refused' | 'unresolved',
    message: string,
  ) {
    super(message);
  }
}

export interface ResolvedCamera {
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
}

// ipaddr.js range names of public addresses (documentation and other
// reserved blocks included: they are not on this machine or its networks).
const PUBLIC_RANGES = new Set(['unicast', 'reserved', 'as112', 'as112v6', 'amt']);
const PRIVATE_RANGES = new Set(['private', 'carrierGradeNat', 'uniqueLocal', 'deprecatedSiteLocal']);
const LOOKUP_TIMEOUT_MS = 3000;

/** True when the proxy may connect to this IP address under the rule. */
export function isAllowedCameraIp(ip: string, rule: CameraAddressRule): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are judged as the IPv4 address they are.
  const range = ipaddr.process(ip).range();
  if (PUBLIC_RANGES.has(range)) return true;
  if (PRIVATE_RANGES.has(range)) return rule.allowPrivate;
  return range === 'loopback' && rule.allowLoopback;
}

async function lookupAll(host: string): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CameraAddressError('unresolved', `no answer for ${host}`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } catch (error) {
    if (error instanceof CameraAddressError) throw error;
    throw new CameraAddressError('unresolved', `cannot resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves a camera's host once; refuses it unless every address it has is allowed. */
export async function resolveCamera(host: string, rule: CameraAddressRule): Promise<ResolvedCamera> {
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(literal);
  const addresses = family !== 0 ? [{ address: literal, family }] : await lookupAll(host);
  const first = addresses[0];
  if (!first) throw new CameraAddressError('unresolved', `no address for ${host}`);
  const refused = addresses.find(({ address }) => !isAllowedCameraIp(address, rule));
  if (refused) throw new CameraAddressError('refused', `${host} (${refused.address}) is not an allowed camera address`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * The check at registration: a name that resolves must resolve to allowed
 * addresses only. A name that does not resolve (yet) is accepted: the
 * connection resolves and checks it again.
 */
export async function checkCameraHost(host: string, rule: CameraAddressRule): Promise<void> {
  try {
    await resolveCamera(host, rule);
  } catch (error) {
    if (error instanceof CameraAddressError && error.reason === 'unresolved') return;
    throw error;
  }
}
