import type { Route } from "./+types/travel-guide.route";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { TravelCalculator } from "~/site/calculators/travel-calculator";
import { Callout } from "~/site/guides/callout";
import { GuideActions } from "~/site/guides/guide-actions";
import { MistakeList } from "~/site/guides/mistake-list";
import { TipList } from "~/site/guides/tip-list";
import { TravelBenefitTable } from "~/site/guides/travel/travel-benefit-table";
import { TravelCardBox } from "~/site/guides/travel/travel-card-box";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatKr } from "~/shared/format/format";

function joinLinks(items: Array<{ name: string; urlSlug: string }>) {
  return items.map((item, index) => (
    <span key={item.urlSlug}>
      {index > 0 && (index === items.length - 1 ? " og " : ", ")}
      <Link to={`/kort/${item.urlSlug}`}>{item.name}</Link>
    </span>
  ));
}

/** The travel-card guide's body. */
export function TravelGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, siteTravelCards, freeInsuredCards } = loaderData;

  return (
    <ArticleLayout
      ranking
      article={article}
      lead={
        <p>
          Lounge, reiseforsikring og bonuspoeng kan gjøre reisen både billigere og mer behagelig. Men et reisekort med
          årsgebyr lønner seg bare hvis du faktisk bruker fordelene. Her er hva fordelene er verdt, hvilke kort som er
          verdt å se på, og fallgruvene du bør kjenne til.
        </p>
      }
    >
      <GuideActions>
        <ButtonLink to="/kredittkort?kategori=reise">Søk om kort</ButtonLink>
        <ButtonLink to="#fordeler" variant="secondary">
          Sammenlign fordeler
        </ButtonLink>
      </GuideActions>

      <section aria-labelledby="hva-er-tittel">
        <h2 id="hva-er-tittel">Hva er et reisekredittkort?</h2>
        <p>
          Et reisekredittkort er et kredittkort der fordelene er laget for deg som reiser: poeng i et bonusprogram for
          flyreiser, reiseforsikring når reisen er betalt med kortet, og ofte tilgang til flyplasslounger. Til gjengjeld
          har de fleste slike kort et årsgebyr, og noen av dem et høyt et.
        </p>
        <p>
          Du trenger ikke et eget reisekort for å få reiseforsikring. Flere gratiskort har det også, blant dem{" "}
          {joinLinks(freeInsuredCards)}. Forskjellen ligger i poengene, loungene og hvor god forsikringen er.
        </p>
      </section>

      <section aria-labelledby="anbefalte-tittel">
        <h2 id="anbefalte-tittel">{loaderData.travelCards.length} premiumkort for deg som reiser mye</h2>
        <p>
          Dette er kortene vi mener er verdt å se nærmere på hvis du reiser mange ganger i året. Tallene er de samme som
          på kortsidene, fra kortdataene våre, med datoen de sist ble kontrollert mot bankens vilkår.
        </p>
        {loaderData.travelCards.map((card) => (
          <TravelCardBox key={card.urlSlug} card={card} />
        ))}
        <p>
          {/* Names only: a card named here with a price or a benefit would need its example beside it (issue 31). */}
          Blant de {loaderData.cardCount} kortene vi sammenligner, er disse reisekort med poeng hos et flyselskap:{" "}
          {siteTravelCards.map((card, index) => (
            <span key={card.urlSlug}>
              {index > 0 && (index === siteTravelCards.length - 1 ? " og " : ", ")}
              <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>
            </span>
          ))}
          .
        </p>
      </section>

      <section id="fordeler" aria-labelledby="fordeler-tittel">
        <h2 id="fordeler-tittel">Fordelene og hva de er verdt</h2>
        <p>
          Verdien av en reisefordel er det du ellers ville betalt for det samme. Tabellen viser hva vi regner de
          vanligste fordelene som verdt. Legg sammen det du faktisk ville brukt i løpet av et år, og sammenlign med
          årsgebyret.
        </p>
        <TravelBenefitTable benefits={loaderData.benefits} caption="Reisefordeler og hva de er verdt i kroner" />
        <Callout title="Hvor mye kan du spare?">
          <p>
            Reiser du ofte og bruker fordelene fullt ut, kan et reisekort etter våre anslag spare deg for{" "}
            {formatKr(loaderData.claimedYearlySavingKr)} eller mer i året. Det forutsetter mange loungebesøk, flere
            reiser med bagasje og at kortforsikringen erstatter en reiseforsikring du ellers ville kjøpt. Reiser du et
            par ganger i året, er verdien langt lavere, og da er et gratiskort med reiseforsikring ofte det beste
            valget.
          </p>
        </Callout>
      </section>

      <section id="kalkulator" aria-labelledby="kalkulator-tittel">
        <h2 id="kalkulator-tittel">Reisekalkulator</h2>
        <TravelCalculator values={loaderData.calculatorValues} />
      </section>

      <section aria-labelledby="tips-tittel">
        <h2 id="tips-tittel">{loaderData.tips.length} tips for å få mest ut av reisekortet</h2>
        <TipList tips={loaderData.tips} />
      </section>

      <section aria-labelledby="fallgruver-tittel">
        <h2 id="fallgruver-tittel">Fallgruver: vanlige feil med reisekort</h2>
        <p>Disse feilene gjør at reisekortet koster mer enn det gir:</p>
        <MistakeList mistakes={loaderData.mistakes} />
      </section>

      <section aria-labelledby="ikke-tittel">
        <h2 id="ikke-tittel">Når du ikke bør ha reisekort</h2>
        <p>Et reisekort er ikke for alle. Velg heller et kort uten årsgebyr hvis dette gjelder deg:</p>
        <TipList tips={loaderData.whenNot} />
        <p>
          Uansett kort: betal hele fakturaen når du kommer hjem. Kreditt på kort er dyrt, og renten spiser fort opp
          verdien av både poeng og lounge. Les mer i{" "}
          <Link to="/guider/beste-cashback-kredittkort">guiden om cashback og poeng</Link>, eller la{" "}
          <Link to="/kortvelger">kortvelgeren</Link> regne ut hvilket kort som lønner seg med dine reiser og ditt
          forbruk.
        </p>
        <GuideActions>
          <ButtonLink to="/kredittkort?kategori=reise">Sammenlign reisekort</ButtonLink>
          <ButtonLink to="#kalkulator" variant="secondary">
            Beregn mine besparelser
          </ButtonLink>
        </GuideActions>
      </section>
      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
