/**
 * Pure game maths (provably fair RNG, machine models, paytables, PAR sheets, simulator).
 * Filled in by the game-hall work (issue 5); the package exists now so the workspace
 * layout and import boundaries are in place from the start.
 */
export {};
