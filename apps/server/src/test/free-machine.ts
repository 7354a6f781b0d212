/**
 * The id of the first free machine of a floor answer. "Free only" lists the caller's own seat too
 * (it is where they can sit), so a test that wants another machine picks a free one by status.
 */
export function firstFree(floor: ReadonlyArray<{ machineId: number; status: string }>): number {
  const machine = floor.find((m) => m.status === 'free');
  if (!machine) throw new Error('no free machine on the floor');
  return machine.machineId;
}
