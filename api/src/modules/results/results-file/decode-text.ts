/** The encodings a results CSV may arrive in, in the order they are tried. */
export const TEXT_ENCODINGS = ['utf-8', 'gb18030'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/**
 * Decodes a text file as strict UTF-8 (with or without a BOM), else as GB18030: what Excel on a Chinese Windows
 * writes for "CSV (comma delimited)". UTF-8 goes first because it is self-checking: bytes that are valid UTF-8 and
 * meant as GB18030 are, in practice, plain ASCII, which reads the same in both. Null when neither decodes
 * without replacement characters (for example a UTF-16 "Unicode text" file).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | null {
  for (const encoding of TEXT_ENCODINGS) {
    // fatal: an invalid sequence throws instead of turning into U+FFFD, so a wrong guess is never imported.
    // Node's official builds carry full ICU, which GB18030 needs; a small-ICU build throws RangeError here.
    const decoder = new TextDecoder(encoding, { fatal: true });
    try {
      return { text: decoder.decode(bytes), encoding };
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return null;
}
