/** The message `run` throws, or 'accepted': lets a table of inputs expect each one's refusal. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}
