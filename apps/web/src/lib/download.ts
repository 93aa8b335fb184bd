/** Makes the browser download a file made in the page (a CSV export, an EPCIS document). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
