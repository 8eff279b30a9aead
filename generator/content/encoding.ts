// Part of the content phase: a content file's bytes as text. Content files are UTF-8, as the
// editor saves them and as every page is published. A file saved in another encoding (Latin-1
// or Windows-1252, which Windows editors call "ANSI"; UTF-16, which they call "Unicode") would be
// read as other letters than the owner typed, or not at all, so it is refused, naming the file
// and how to save it.
import { isUtf8 } from 'node:buffer';
import { ContentFileNotUtf8, ContentFileUtf16 } from '../error-messages.ts';
import { InputError } from '../errors.ts';

/** The text of a content file's bytes (a UTF-8 byte order mark dropped), or why they are not UTF-8 text. */
export function contentText(file: string, bytes: Uint8Array): string | InputError {
  if (isUtf16(bytes)) return new InputError({ file, problem: ContentFileUtf16({}) });
  const text = new TextDecoder('utf-8').decode(bytes);
  if (isUtf8(bytes)) return text;
  const at = firstInvalidByte(bytes, text);
  const line = bytes.subarray(0, at).filter((byte) => byte === 0x0a).length + 1;
  const latin1 = new TextDecoder('windows-1252').decode(bytes.subarray(at, at + 1));
  return new InputError({ file, line, problem: ContentFileNotUtf8({ byte: bytes[at]!, latin1 }) });
}

/**
 * UTF-16 starts with its byte order mark, or, without one, has a zero byte beside every ASCII
 * letter; a UTF-8 text file has no zero byte at all.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const start = bytes.subarray(0, 64);
  return start.length >= 2 && start.filter((byte) => byte === 0).length >= start.length / 4;
}

/**
 * Where the bytes stop being UTF-8: the decoder replaces each invalid sequence, so the text
 * encoded again matches the bytes up to the first one.
 */
function firstInvalidByte(bytes: Uint8Array, text: string): number {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const again = new TextEncoder().encode(text);
  let i = 0;
  while (i < again.length && again[i] === bytes[bom + i]) i++;
  return bom + i;
}
