const counts = new Intl.NumberFormat('en-US');

/** 12500 → '12,500': every count the admin dashboard shows. */
export const formatCount = (value: number) => counts.format(value);

/** (1, 'row', 'rows') → '1 row'; (2500, 'row', 'rows') → '2,500 rows'. */
export const countOf = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;
