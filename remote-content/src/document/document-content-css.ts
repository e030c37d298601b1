/**
 * Editors write plain HTML (h2, p, ul, img); the reset stylesheet flattens it, so the document body gets its
 * typography back here. Images keep their width/height attributes as an aspect ratio: no shift when they load.
 */
export const documentContentCss = {
  lineHeight: '1.9',
  fontSize: 'md',
  color: 'gray.800',
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '8', mb: '3', color: 'gray.900' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: '6', mb: '2' },
  '& p': { mb: '3' },
  '& ul, & ol': { pl: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', mx: 'auto', my: '4', borderRadius: 'md', bg: 'gray.50' },
} as const;
