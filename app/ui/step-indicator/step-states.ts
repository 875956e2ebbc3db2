export type StepState = "completed" | "current" | "upcoming";

/** Each step's state: steps before the current one are completed, later ones upcoming. Unknown id: all upcoming. */
export function stepStates(stepIds: readonly string[], currentId: string): StepState[] {
  const current = stepIds.indexOf(currentId);
  return stepIds.map((_, index) =>
    current < 0 || index > current ? "upcoming" : index === current ? "current" : "completed",
  );
}
