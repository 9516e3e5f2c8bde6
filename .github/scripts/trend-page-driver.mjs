// .github/scripts/trend-page-driver.mjs: opens the trend page in headless Chromium (playwright-core,
// pinned in package.json; the browser is the system's) and reports what it drew, as JSON on standard
// output, for check-trend-page.sh to judge against the data: the page's own account
// (window.trendPage: panels, their push slots, points, y range, steps and moves, the marks it drew),
// every console error and uncaught exception, the time to render; then it clicks pushes (each one's
// point, up to --clicks per panel) and reads which run the page opened; zooms to the first step
// (a click on it in the list of steps) and to a range by dragging, and takes screenshots.
//
// Usage: node trend-page-driver.mjs --page FILE --out DIR [--browser PATH] [--clicks N]
//        [--timeout MS] [--no-interact]
// Exit codes: 0 report written (judging is the caller's); 3 the browser could not be started or the
// page did not render within --timeout (the report says so).
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function options(argv) {
  const o = { browser: '/usr/bin/chromium', clicks: 1000, timeout: 60000, interact: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-interact') { o.interact = false; continue; }
    const v = argv[++i];
    if (v === undefined) { throw new Error(`${a} needs a value`); }
    if (a === '--page') o.page = resolve(v);
    else if (a === '--out') o.out = resolve(v);
    else if (a === '--browser') o.browser = v;
    else if (a === '--clicks') o.clicks = Number(v);
    else if (a === '--timeout') o.timeout = Number(v);
    else throw new Error(`unknown option ${a}`);
  }
  if (!o.page || !o.out) { throw new Error('--page and --out are required'); }
  return o;
}

async function main() {
  const o = options(process.argv.slice(2));
  const profile = mkdtempSync(join(tmpdir(), 'trend-page-'));
  const report = { page: o.page, errors: [], screenshots: [] };
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: o.browser, headless: true, viewport: { width: 1300, height: 1000 },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--allow-file-access-from-files'],
    });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    report.fatal = `the browser did not start: ${e.message}`;
    process.stdout.write(JSON.stringify(report, null, 1) + '\n');
    process.exit(3);
  }
  try {
    const page = context.pages()[0] || await context.newPage();
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const where = (m.location() || {}).url || '';
      // trend.js and changes.js are optional: the page falls back to data.js, or draws no steps.
      if (/Failed to load resource/.test(m.text()) && /\/(trend|changes)\.js$/.test(where)) {
        report.optionalMissing = (report.optionalMissing || []).concat(where.replace(/.*\//, ''));
        return;
      }
      report.errors.push(`console: ${m.text()} (${where})`);
    });
    page.on('pageerror', (e) => report.errors.push(`uncaught: ${e.message}`));
    const started = Date.now();
    await page.goto(pathToFileURL(o.page).href, { waitUntil: 'load', timeout: o.timeout });
    try {
      await page.waitForFunction(() => document.body.getAttribute('data-rendered') !== null, null,
        { timeout: Math.max(1000, o.timeout - (Date.now() - started)), polling: 50 });
    } catch (e) {
      report.fatal = `the page did not render within ${o.timeout} ms`;
      report.loadMs = Date.now() - started;
      process.exitCode = 3;
      return;
    }
    report.loadMs = Date.now() - started;
    Object.assign(report, await page.evaluate(() => {
      const api = window.trendPage || null;
      const panels = {};
      if (api && api.panels) {
        for (const [name, p] of Object.entries(api.panels)) {
          panels[name] = { chart: p.chart, slots: p.slots, commits: p.commits, points: p.points, lines: p.lines,
            yMin: p.yMin, yMax: p.yMax, dataMin: p.dataMin, dataMax: p.dataMax, bandMin: p.bandMin, bandMax: p.bandMax,
            steps: p.steps, moves: p.moves, marksDrawn: p.marksDrawn(), canvas: !!p.plot.root.querySelector('canvas'),
            legendRows: p.plot.root.querySelectorAll('.u-legend .u-series:not(.bound)').length };
        }
      }
      return { heapBytes: performance.memory ? performance.memory.usedJSHeapSize : null,
        rendered: document.body.getAttribute('data-rendered'), error: document.getElementById('error').textContent,
        source: api && api.source, pushes: api && api.pushes, thinning: api && api.thinning, panels,
        stepItems: [...document.querySelectorAll('li.step')].map((li) => ({ commit: li.dataset.commit,
          acknowledged: li.dataset.acknowledged === 'true', text: li.textContent })),
        bytes: performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
          .map((r) => ({ name: r.name.replace(/.*\//, ''), size: r.decodedBodySize || r.encodedBodySize || 0 })) };
    }));
    await page.screenshot({ path: join(o.out, 'screenshot.png'), fullPage: true });
    report.screenshots.push(join(o.out, 'screenshot.png'));
    if (!o.interact || report.rendered === 'error') return;

    // A click on each push's point opens that push's run.
    report.clicks = {};
    for (const [name, p] of Object.entries(report.panels)) {
      const result = report.clicks[name] = { tried: 0, opened: 0, wrong: [] };
      const step = Math.max(1, Math.ceil(p.slots.length / o.clicks));
      for (let i = 0; i < p.slots.length; i += step) {
        const at = await page.evaluate(([n, x]) => {
          const q = window.trendPage.panels[n];
          q.plot.root.scrollIntoView({ block: 'center' });
          return q.pointAt(x);
        }, [name, p.slots[i]]);
        result.tried++;
        await page.evaluate(() => { document.getElementById('run').hidden = true; });
        if (!at) { result.wrong.push(`${p.commits[i]}: no point`); continue; }
        await page.mouse.move(at.x, at.y);
        await page.mouse.click(at.x, at.y);
        const opened = await page.evaluate(() => {
          const box = document.getElementById('run');
          return box.hidden ? null : { commit: box.dataset.commit, bench: box.dataset.bench, links: box.querySelectorAll('a').length };
        });
        if (opened && opened.commit === p.commits[i] && opened.bench === name && opened.links > 0) result.opened++;
        else result.wrong.push(`${p.commits[i].slice(0, 12)}: opened ${JSON.stringify(opened)}`);
      }
      await page.evaluate(() => { document.getElementById('run').hidden = true; });
    }

    // Zoom by dragging across the first panel: every panel follows.
    const first = Object.keys(report.panels)[0];
    if (first && report.panels[first].slots.length > 3) {
      const p = report.panels[first];
      const from = p.slots[Math.floor(p.slots.length / 4)], to = p.slots[Math.floor(p.slots.length / 2)];
      const a = await page.evaluate(([n, x]) => {
        window.trendPage.panels[n].plot.root.scrollIntoView({ block: 'center' });
        return window.trendPage.panels[n].pointAt(x);
      }, [first, from]);
      const b = await page.evaluate(([n, x]) => window.trendPage.panels[n].pointAt(x), [first, to]);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, a.y, { steps: 4 });
      await page.mouse.move(b.x, a.y, { steps: 4 });
      await page.mouse.up();
      report.zoom = await page.evaluate(() => Object.fromEntries(Object.entries(window.trendPage.panels)
        .map(([n, q]) => [n, [q.plot.scales.x.min, q.plot.scales.x.max]])));
      report.zoomAsked = [from, to];
      // Pan: the later button moves every panel's view by half its width, the left arrow key back.
      await page.click('#later');
      report.pushes = await page.evaluate(() => window.trendPage.pushes);
      report.panned = await page.evaluate(() => Object.fromEntries(Object.entries(window.trendPage.panels)
        .map(([n, q]) => [n, [q.plot.scales.x.min, q.plot.scales.x.max]])));
      await page.keyboard.press('ArrowLeft');
      report.pannedBack = await page.evaluate(() => Object.fromEntries(Object.entries(window.trendPage.panels)
        .map(([n, q]) => [n, [q.plot.scales.x.min, q.plot.scales.x.max]])));
      await page.click('#reset');
      report.reset = await page.evaluate(() => Object.fromEntries(Object.entries(window.trendPage.panels)
        .map(([n, q]) => [n, [q.plot.scales.x.min, q.plot.scales.x.max]])));
    }

    // Zoomed to each panel's first step (a click on it in the list), screenshots of the panel and the page.
    report.stepZoom = [];
    for (const [name, p] of Object.entries(report.panels)) {
      if (!p.steps.length || report.stepZoom.length >= 3) continue;
      const section = page.locator(`section.chart[data-bench="${name.replace(/"/g, '\\"')}"]`).first();
      await section.locator('li.step').first().click();
      const scale = await page.evaluate((n) => [window.trendPage.panels[n].plot.scales.x.min,
        window.trendPage.panels[n].plot.scales.x.max, window.trendPage.panels[n].marksDrawn()], name);
      const file = join(o.out, `zoomed-step-${report.stepZoom.length + 1}.png`);
      await section.screenshot({ path: file });
      report.screenshots.push(file);
      report.stepZoom.push({ panel: name, step: p.steps[0], scale, screenshot: file });
    }
    if (report.stepZoom.length) {
      const file = join(o.out, 'zoomed-step-page.png');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: true });
      report.screenshots.push(file);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    process.stdout.write(JSON.stringify(report, null, 1) + '\n');
  }
}

main().catch((e) => {
  process.stderr.write(`trend-page-driver: ${e.stack || e}\n`);
  process.exit(3);
});
