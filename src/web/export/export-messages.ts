/** The exact texts of spec section 8 that the export buttons show. */
export const EXPORT_MESSAGES = Object.freeze({
  copied: '✅ Image copied! Now paste it into X.',
  copyUnsupported:
    'Clipboard copy not supported on your device. Please download the image instead.',
  copyFailed: 'Error creating image. Try downloading instead.',
  /** Download or share failed. */
  failed: 'Error creating image. Please try again.',
  cardMissing: 'Card element not found.',
});
