/** Saves `blob` as `filename`: a download the browser starts at once. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves bytes the server sent as base64 (a transfer file) as `filename`. */
export function downloadBase64(filename: string, base64: string, mimeType: string): void {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  saveBlob(filename, new Blob([bytes], { type: mimeType }));
}
