// The axe check every walk relies on (support/accessibility.ts) must be able to fail: a screen with known serious
// violations fails it by both of its paths, axe in the page and AxeBuilder through the frames (decision 247).
import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';

const BROKEN_SCREEN = `<!doctype html><html lang="en"><title>Broken</title><main>
  <h1>Broken</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>`;

test('a screen without frames: the violations are found in the page', async ({ page }) => {
  await page.setContent(BROKEN_SCREEN);
  await expect(expectAccessible(page, 'broken screen')).rejects.toThrow(
    /image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/,
  );
});

test('a screen with a frame: the violations inside the frame are found', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Framed</title><main><h1>Framed</h1>' +
      '<iframe title="Inner" srcdoc="<img src=x.gif>"></iframe></main></html>',
  );
  await expect(page.frames()).toHaveLength(2);
  // The target names the frame, then the image in it.
  await expect(expectAccessible(page, 'screen with a broken frame')).rejects.toThrow(
    /image-alt: .*\(iframe img/,
  );
});
