/**
 * A one-line progress bar on a terminal; plain lines every 10% elsewhere (CI logs, pipes).
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const width = 30;
  let lastTenth = -1;
  const started = Date.now();
  return (done: number, total: number, detail = '') => {
    const fraction = total === 0 ? 1 : done / total;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (stream.isTTY) {
      const filled = Math.round(fraction * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(fraction * 100)}% ${detail} ${seconds}s `,
      );
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${label} ${tenth * 10}% ${detail} ${seconds}s\n`);
    }
  };
}
