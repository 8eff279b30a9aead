// Content files are UTF-8, as the editor saves them; any other encoding would read as other letters.
import { isUtf8 } from 'node:buffer';
import { ContentFileNotUtf8, ContentFileUtf16 } from '../error-messages.ts';
import { InputError } from '../errors.ts';

export function contentText(file: string, bytes: Uint8Array): string | InputError {
  if (isUtf16(bytes)) return new InputError({ file, problem: ContentFileUtf16({}) });
  const text = new TextDecoder('utf-8').decode(bytes);
  if (isUtf8(bytes)) return text;
  const at = firstInvalidByte(bytes, text);
  const line = bytes.subarray(0, at).filter((byte) => byte === 0x0a).length + 1;
  const latin1 = new TextDecoder('windows-1252').decode(bytes.subarray(at, at + 1));
  return new InputError({ file, line, problem: ContentFileNotUtf8({ byte: bytes[at]!, latin1 }) });
}

/** UTF-16 has a byte order mark or a zero byte beside every ASCII letter; UTF-8 text has none. */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const start = bytes.subarray(0, 64);
  return start.length >= 2 && start.filter((byte) => byte === 0).length >= start.length / 4;
}

/** The decoder replaces each invalid sequence, so the text encoded again matches up to the first. */
function firstInvalidByte(bytes: Uint8Array, text: string): number {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const again = new TextEncoder().encode(text);
  let i = 0;
  while (i < again.length && again[i] === bytes[bom + i]) i++;
  return bom + i;
}
