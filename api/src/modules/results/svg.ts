/** Text placed inside SVG markup: names come from imports, so nothing in them may become markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
