/**
 * A text file's contents, whatever a spreadsheet saved it as: UTF-8 (with or without a byte order mark),
 * UTF-16 ("Unicode text", with its mark), or, when it is not valid UTF-8, Windows-1253, the Greek code page
 * a Greek Excel writes CSV in.
 */
export async function readTextFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1253').decode(bytes);
  }
}
