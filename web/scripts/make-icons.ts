// Rasterises the Campus Swap mark into the PNG icons of the web manifest with Debian Chromium.
// Run once after changing the mark: `npx tsx web/scripts/make-icons.ts`; the PNGs are committed.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const arrows = (scale: number, offset: number) =>
  `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M18 25h24l-6-6M46 39H22l6 6" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>`;

// "any": rounded tile. "maskable": full-bleed scarlet with the mark inside the 80% safe zone.
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#cc0033"/>${arrows(1, 0)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cc0033"/>${arrows(0.7, 9.6)}</svg>`;
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cc0033"/>${arrows(0.8, 6.4)}</svg>`;

const targets = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: appleIcon },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await writeFile(new URL(`../public/icons/${file}`, import.meta.url), png);
    await page.close();
    console.info(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
