/**
 * SPEC §4: "on registration an advertising conversion event is fired for one specific platform".
 * The spec names neither the platform nor its tag, and a third-party tag would need its own
 * script host in the CSP and a consent decision. So this is a seam, not an integration: the
 * default adapter does nothing at all. A deployment that has a platform installs an adapter
 * once at start (`setConversionAdapter`), and the register form keeps calling
 * `trackRegistration()` without knowing which platform, if any, listens.
 */
export interface ConversionAdapter {
  /** A new member finished registering (called once, after the account exists). */
  registration(): void;
}

/** Deliberately empty: no network request, no cookie, no script. */
export const NO_OP_CONVERSION: ConversionAdapter = { registration() {} };

let adapter: ConversionAdapter = NO_OP_CONVERSION;

export function setConversionAdapter(next: ConversionAdapter): void {
  adapter = next;
}

/** Fires the registration conversion; an adapter's failure never breaks registration. */
export function trackRegistration(): void {
  try {
    adapter.registration();
  } catch {
    // Advertising is not worth an error in front of a new member.
  }
}
