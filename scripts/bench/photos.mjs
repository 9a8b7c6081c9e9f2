import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM, kb, logIn, table } from './util.mjs';

/**
 * The photo a phone downloads for each page's largest paint (issue 27's goal: ≤ 60 KB on a 375 px phone).
 * Chromium at the page's real layout, the LCP entry's element and the bytes of the file it shows (resource
 * timing), for a visitor and the demo buyer, on a 375 px phone at 2× and Lighthouse's Moto G Power
 * (412 px at 1.75×). Unthrottled: bytes do not depend on the network.
 */
const DEVICES = [
  { name: '375 px, 2×', viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
  { name: '412 px, 1.75× (Lighthouse)', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
];
const PAGES = ['/ready-to-ship', '/product/1'];

async function largestPaint(page, origin, path) {
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          const url = last?.url || '';
          const resource = performance.getEntriesByName(url)[0];
          // The first photo the page fetched: the preloaded lead photo (the LCP when it is an image).
          const lead = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/media/photos/'));
          resolve({
            url: url.replace(location.origin, ''),
            element: last?.element?.tagName.toLowerCase() ?? '–',
            body: resource?.encodedBodySize ?? 0,
            lead: lead ? { url: new URL(lead.name).pathname, body: lead.encodedBodySize } : null,
            // More than one would be the preload and the page picking different versions of the lead photo.
            leadFetches: lead
              ? performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.name.includes(new URL(lead.name).pathname.split('-')[0] ?? ''))
                  // The gallery's thumbnail of it (240 px) is a file of its own.
                  .filter((entry) => !/-240\.\w+$/.test(entry.name)).length
              : 0,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

export async function photoBytes(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const rows = [];
  try {
    for (const who of ['visitor', 'buyer']) {
      const cookies = who === 'buyer' ? await logIn(origin) : null;
      for (const device of DEVICES) {
        const context = await browser.newContext({
          viewport: device.viewport,
          deviceScaleFactor: device.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        if (cookies) {
          await context.addCookies(
            cookies.split('; ').map((pair) => {
              const [name, ...value] = pair.split('=');
              return { name, value: value.join('='), url: origin };
            }),
          );
        }
        const page = await context.newPage();
        for (const path of PAGES) {
          const lcp = await largestPaint(page, origin, path);
          rows.push({
            page: path,
            who,
            device: device.name,
            'LCP element': lcp.element,
            'LCP file': lcp.url.replace(/^\/media\/photos\/[0-9a-f]{24}-/, '…-') || '(text)',
            'LCP KB': kb(lcp.body),
            'lead photo': lcp.lead?.url.replace(/^\/media\/photos\/[0-9a-f]{24}-/, '…-') ?? '–',
            'lead photo KB': lcp.lead ? kb(lcp.lead.body) : '–',
            'its versions fetched (not thumbnails)': lcp.leadFetches,
            'goal ≤ 60 KB': Math.max(lcp.body, lcp.lead?.body ?? 0) <= 60 * 1024 ? 'yes' : 'NO',
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  table('Photos — the largest paint’s file on a phone (bytes of the version the page picked)', rows);
  return rows;
}
