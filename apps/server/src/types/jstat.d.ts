/** The little of jStat the fairness statistics use. jstat ships no types of its own. */
declare module 'jstat' {
  const jStat: {
    /** Complementary error function; accurate in the tail, where 1 − cdf would cancel to 0. */
    erfc(x: number): number;
    /** ln Γ(x). */
    gammaln(x: number): number;
  };
  export default jStat;
}
