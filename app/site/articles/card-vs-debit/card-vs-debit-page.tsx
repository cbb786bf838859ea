import type { Route } from "./+types/card-vs-debit.route";
import { Link } from "react-router";
import { RangeExamples } from "~/shared/cards/representative-example-box";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ArticleActions } from "~/site/articles/article-actions";
import { Callout } from "~/site/guides/callout";
import { ComparisonTable } from "~/site/articles/card-vs-debit/comparison-table";
import { formatEffectiveRate } from "~/shared/format/format";

/** The card-versus-debit-card article's body. */
export function CardVsDebitPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, interestFree, rows, useCases, rateRange, freeCardCount, cardCount } = loaderData;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Bankkortet bruker pengene du har. Kredittkortet bruker penger du låner. Den forskjellen avgjør hva kortene
          koster, hvor godt du er beskyttet når noe går galt, og når det lønner seg å dra det ene fremfor det andre.
        </p>
      }
    >
      <h2 id="forskjellen">Den viktigste forskjellen</h2>
      <p>
        Et bankkort, også kalt debetkort, er knyttet til brukskontoen din. Når du betaler, trekkes beløpet fra kontoen
        med en gang, og du kan ikke bruke mer enn det som står der. I Norge er bankkortet ofte et BankAxept-kort
        kombinert med Visa eller Mastercard, slik at det også virker på nett og i utlandet.
      </p>
      <p>
        Et kredittkort gir deg en kredittramme hos banken. Kjøpene samles på en månedlig faktura, og betaler du hele
        beløpet innen forfall, koster kreditten ingenting. Betaler du bare en del, løper det rente på resten.
        Kredittkort er derfor et lån, selv om det ikke føles slik i kassen.
      </p>

      <h2 id="punkt-for-punkt">Forskjellene punkt for punkt</h2>
      <h3 id="egne-penger">Egne penger eller kreditt</h3>
      <p>
        Med bankkort har du full oversikt: det som er brukt, er borte fra kontoen. Med kredittkort skyves betalingen
        frem i tid. Til fakturaen er betalt, bruker du lånte penger, og det gjør det lettere å bruke mer enn du har.
        Mange opplever at det er lettere å holde budsjettet med bankkort.
      </p>
      <h3 id="rentefri-periode">Rentefri periode</h3>
      <p>
        {interestFree} Betaler du ikke alt, blir resten dyr: den effektive renten i det representative eksempelet er fra{" "}
        {formatEffectiveRate(rateRange.min)} til {formatEffectiveRate(rateRange.max)} på kortene vi sammenligner,
        årsgebyret medregnet. Kontantuttak med kredittkort koster som regel gebyr og rente fra første dag.
      </p>
      <RangeExamples cards={[rateRange.cheapest, rateRange.dearest]} />
      <h3 id="forbrukervern">Forbrukervern når noe går galt</h3>
      <p>
        Her er kredittkortet best. Ved kjøp på kreditt svarer banken sammen med selgeren etter finansavtaleloven hvis
        varen ikke kommer eller har feil. Med bankkort kan banken ofte hjelpe med en tilbakeføring gjennom Visa- eller
        Mastercard-reglene, men prosessen er tyngre og fristene kortere. Les mer i{" "}
        <Link to="/kredittkort-sikkerhet-netthandel">guiden om trygg netthandel med kredittkort</Link>.
      </p>
      <h3 id="depositum">Depositum, hotell og leiebil</h3>
      <p>
        Hoteller og leiebilselskaper reserverer gjerne et beløp som sikkerhet. Med kredittkort binder reservasjonen en
        del av kredittrammen. Med bankkort holdes pengene av på brukskontoen, noen ganger i flere dager etter at du har
        levert nøkkelen, og mange leiebilselskaper tar ikke imot bankkort som sikkerhet i det hele tatt.
      </p>
      <h3 id="kostnad">Kostnad</h3>
      <p>
        Bankkortet følger som regel med kontoen for et lavt fast gebyr eller gratis. Kredittkort kan også være gratis:
        av de {cardCount} kortene vi sammenligner, har {freeCardCount} ikke årsgebyr. Det som gjør kredittkort dyrt, er
        rente på det du ikke betaler, gebyr for kontantuttak og valutapåslag. Til gjengjeld gir mange kredittkort
        cashback, poeng, rabatter eller reiseforsikring.
      </p>
      <h3 id="buffer">Buffer</h3>
      <p>
        Betaler du en uventet regning med kredittkortet, låner du pengene. Det koster ingen rente bare hvis du betaler
        hele fakturaen innen forfall. Blir saldoen stående, er det en av de dyreste formene for lån. En buffer er penger
        du har spart, på en egen sparekonto.
      </p>

      <h2 id="tabell">Sammenligning i tabell</h2>
      <ComparisonTable
        caption="Kredittkort og bankkort sammenlignet"
        columns={["Tema", "Kredittkort", "Bankkort (debetkort)"]}
        rows={rows.map((row) => ({ aspect: row.aspect, left: row.creditCard, right: row.debitCard }))}
      />

      <h2 id="nar-bruke-hvilket">Når bør du bruke hvilket kort?</h2>
      <h3 id="bruk-kredittkort">Bruk kredittkortet til</h3>
      <ul>
        {useCases.creditCard.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 id="bruk-bankkort">Bruk bankkortet til</h3>
      <ul>
        {useCases.debitCard.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2 id="konklusjon">Konklusjon: de fleste har nytte av begge</h2>
      <p>
        Bankkortet er best til hverdagen når du vil ha full kontroll, og til kontantuttak. Kredittkortet er best når du
        handler på nett, reiser eller trenger depositum, fordi det gir bedre vern og ofte forsikring og fordeler.
        Forutsetningen er at du betaler hele kredittkortfakturaen hver måned.
      </p>
      <p>
        Skal du skaffe deg ditt første kredittkort, forklarer{" "}
        <Link to="/guider/nybegynnerguiden-til-kredittkort">nybegynnerguiden</Link> hvordan det fungerer og hva bankene
        krever. Når du vet hva du trenger, kan du sammenligne kortene.
      </p>

      <Callout tone="warning" title="Hvis kredittkortet har blitt et lån">
        <p>
          Betaler du bare minstebeløpet hver måned, er det tid for en plan. I{" "}
          <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link> finner du strategier for nedbetaling og
          hvor du får gratis hjelp.
        </p>
      </Callout>

      <ArticleActions
        links={[
          { to: "/kredittkort", label: "Sammenlign kredittkort" },
          { to: "/guider", label: "Les flere guider" },
        ]}
      />
    </ArticleLayout>
  );
}
