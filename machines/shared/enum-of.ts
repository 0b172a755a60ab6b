/**
 * A contract enum written out, for code in the first load of a signed-out visit (the session, Sign In).
 * The generated arrays (`skinThemeValues`, …) live in one module with every other enum, and the
 * embedded backend uses most of them, so importing one there brings them all into the first load.
 * `Record<T, true>` makes tsc fail when the contract's list gains or loses a member.
 */
export const enumOf = <T extends string>(members: Record<T, true>): readonly T[] => Object.keys(members) as T[];
