/** Opening a runner's private document (`admin.documents.*`), in both languages. */
export const documentsMessages = {
  zh: {
    open: '打开',
    openOf: '打开材料“{{name}}”',
    opening: '正在获取链接…',
    newTab: '在新标签页中打开“{{name}}”',
    validUntil: '链接有效至 {{at}}',
    close: '关闭预览',
    imageOf: '材料“{{name}}”',
    notAllowed: '您的角色不能打开材料',
  },
  en: {
    open: 'Open',
    openOf: 'Open the document “{{name}}”',
    opening: 'Asking for a link…',
    newTab: 'Open “{{name}}” in a new tab',
    validUntil: 'The link works until {{at}}',
    close: 'Close the preview',
    imageOf: 'The document “{{name}}”',
    notAllowed: 'Your role may not open documents',
  },
} as const;
