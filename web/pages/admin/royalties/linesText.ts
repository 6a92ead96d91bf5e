/** "1 line", "1,234 lines": report lines counted on the royalties pages. */
export const linesText = (count: number) =>
  `${count.toLocaleString("en")} ${count === 1 ? "line" : "lines"}`;
