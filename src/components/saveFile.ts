import type { BinaryResponse } from '../providers/httpClient';

/** Hands a file the API answered with to the browser: saved under its name, or opened in a new tab. */
export function saveFile(file: BinaryResponse, fallbackName: string, open = false) {
  const url = URL.createObjectURL(file.blob);
  if (open) {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? fallbackName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  // The new tab or the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
