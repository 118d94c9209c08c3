// The pseudo-locale (decision 230): every text of the catalogue and of the domain with its letters swapped for
// accented look-alikes and each message framed in ⟦ ⟧. A screen walked in it shows at once any text that
// bypassed the library: that text still has plain ASCII letters. It is reached only by `?lang=pseudo`, never
// offered in the switch, and the server hears English.
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOOK_ALIKE = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];

/** The letters of a text part swapped (Lingui's compiler applies it to text parts only, never placeholders). */
export function pseudoLetters(text: string): string {
  return [...text].map((c) => LOOK_ALIKE[PLAIN.indexOf(c)] ?? c).join('');
}

/** A whole text in the pseudo-locale, framed. */
export function pseudoText(text: string): string {
  return `⟦${pseudoLetters(text)}⟧`;
}
