import { DATABASE_TYPES_COMMAND, DATABASE_TYPES_FILE } from './generate';

/**
 * Compares the committed database types with freshly generated ones: undefined when they agree, else a
 * message naming the first line that differs and the command that brings the file up to date.
 */
export function databaseTypesDrift(committed: string | undefined, generated: string): string | undefined {
  if (committed === generated) return undefined;
  if (committed === undefined)
    return `${DATABASE_TYPES_FILE} is missing: run ${DATABASE_TYPES_COMMAND} and commit the file.`;
  const committedLines = committed.split('\n');
  const generatedLines = generated.split('\n');
  const line = generatedLines.findIndex((text, index) => text !== committedLines[index]);
  const at = line === -1 ? committedLines.length : line + 1;
  return [
    `${DATABASE_TYPES_FILE} does not match supabase/migrations (first difference at line ${at}):`,
    `  committed: ${committedLines[at - 1] ?? '(end of file)'}`,
    `  generated: ${generatedLines[at - 1] ?? '(end of file)'}`,
    `Run ${DATABASE_TYPES_COMMAND} and commit the file.`,
  ].join('\n');
}
