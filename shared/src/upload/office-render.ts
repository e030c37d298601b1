/**
 * The office renderers, loaded only when a preview opens: docx-preview draws a .docx into the page, SheetJS
 * (the @e965/xlsx mirror of 0.20, the registry's xlsx stops at 0.18) turns each sheet of an .xls or .xlsx into a
 * table, which DOMPurify cleans before it is shown.
 */
export async function renderDocx(data: ArrayBuffer, into: HTMLElement): Promise<void> {
  const { renderAsync } = await import('docx-preview');
  await renderAsync(data, into, undefined, { inWrapper: false, ignoreLastRenderedPageBreak: true });
}

export async function renderSheets(data: ArrayBuffer): Promise<{ name: string; html: string }[]> {
  const [XLSX, { default: DOMPurify }] = await Promise.all([import('@e965/xlsx'), import('dompurify')]);
  const workbook = XLSX.read(data, { type: 'array' });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const html = sheet ? XLSX.utils.sheet_to_html(sheet, { header: '', footer: '' }) : '';
    return { name, html: DOMPurify.sanitize(html) };
  });
}
