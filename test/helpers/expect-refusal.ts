/** The message `run` throws, or 'accepted': lets a table of inputs expect each one's refusal. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

/** The message `run` throws or rejects with; a run that succeeds fails the test. */
export async function rejection(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to fail');
}
