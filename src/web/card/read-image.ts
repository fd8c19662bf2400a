/** Browser readers of a picture into a data: URL; both fail on a host that refuses CORS. */

/** Longest wait for one picture; a hanging host must not hold the card back. */
export const READ_IMAGE_TIMEOUT_MS = 8_000;

/** Loads `src` with CORS and draws it onto a canvas (a still picture, e.g. a profile photo). */
export function readImageViaCanvas(src: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    const timer = setTimeout(() => {
      image.src = '';
      reject(new Error(`Timed out loading ${src}`));
    }, READ_IMAGE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      try {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth || 1;
        canvas.height = image.naturalHeight || 1;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas');
        context.drawImage(image, 0, 0);
        // Throws SecurityError if the picture tainted the canvas. toBlob, not toDataURL: the PNG
        // is encoded off the main thread (toDataURL held it 68 ms for a test profile photo in one
        // profile, landing on the card's first line as it streamed in).
        canvas.toBlob((blob) => {
          if (blob) readAsDataUrl(blob).then(resolve, reject);
          else reject(new Error(`Could not encode ${src}`));
        }, 'image/png');
      } catch (error) {
        reject(error);
      }
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    };
    image.src = src;
  });
}

/** Fetches `src` with CORS and keeps its bytes as a data: URL (an animated GIF stays animated). */
export async function readImageViaFetch(src: string): Promise<string> {
  const response = await fetch(src, {
    mode: 'cors',
    credentials: 'omit',
    signal: AbortSignal.timeout(READ_IMAGE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Picture answered ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error(`Not a picture: ${blob.type}`);
  return await readAsDataUrl(blob);
}

/** A picture's bytes as a data: URL, read without holding the main thread. */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the picture'));
    reader.readAsDataURL(blob);
  });
}
