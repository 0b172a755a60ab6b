/**
 * Saves bytes the app holds (a CSV export, a downloaded PDF or document) under their name, the way a
 * download link would, through a temporary object URL.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled; a minute covers a slow download start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
