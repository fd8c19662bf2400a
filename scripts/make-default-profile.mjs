/** Draws public/default-profile.png: a grey silhouette on a light background, like X's default avatar. */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const SIZE = 400;
const SAMPLES = 4; // supersampling per axis, for smooth edges
const background = [0xcf, 0xd9, 0xde];
const figure = [0x8b, 0x98, 0xa5];

/** True inside the silhouette: a round head above rounded shoulders, cut by the bottom edge. */
function insideFigure(x, y) {
  const head = (x - 200) ** 2 + (y - 158) ** 2 <= 78 ** 2;
  const shoulders = ((x - 200) / 150) ** 2 + ((y - 400) / 150) ** 2 <= 1 && y <= SIZE;
  return head || shoulders;
}

const png = new PNG({ width: SIZE, height: SIZE });
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    let hits = 0;
    for (let sy = 0; sy < SAMPLES; sy++) {
      for (let sx = 0; sx < SAMPLES; sx++) {
        if (insideFigure(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++;
      }
    }
    const share = hits / SAMPLES ** 2;
    const offset = (y * SIZE + x) * 4;
    for (let c = 0; c < 3; c++) {
      png.data[offset + c] = Math.round(background[c] * (1 - share) + figure[c] * share);
    }
    png.data[offset + 3] = 255;
  }
}
writeFileSync(new URL('../public/default-profile.png', import.meta.url), PNG.sync.write(png));
