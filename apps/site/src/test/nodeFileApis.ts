import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom brings its own Blob, File and FormData, which Node's fetch cannot send (jsdom's File has no
 * `stream()`, so a multipart body never finishes). A browser's fetch and File belong together; this makes
 * them belong together here: Node's own three, until `vi.unstubAllGlobals()`.
 */
export async function useNodeFileApis(): Promise<void> {
  const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', nodeFormData);
}
