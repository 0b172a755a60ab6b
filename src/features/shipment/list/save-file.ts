/** Saves a file the app made (the CSV export) under its name, through a temporary object URL. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is released once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
