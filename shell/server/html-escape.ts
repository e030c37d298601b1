/**
 * Text made safe inside HTML, in element content and in quoted attributes alike. Numeric entities: one rule for
 * all five characters, and the share page's tests and the search journey assert its exact output.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
