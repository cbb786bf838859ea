import { buttonClasses } from "~/shared/ui/button-link";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { newCardInputGroups, newCardInputNames, newCardRequiredInputNames } from "~/admin/cards/card-edit-fields";
import type { NewCardAnswer } from "~/admin/cards/card-editing.server";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { CardFields, CardSourceField } from "./card-fields";

/** «Nytt kort» as the page opens: every input empty. */
export const emptyNewCard = (): NewCardAnswer => ({
  values: Object.fromEntries(newCardInputNames.map((name) => [name, ""])),
  source: "",
  errors: {},
  general: [],
});

/**
 * /admin/kort/nytt: a new card's facts in the card editor's own fields (without the review), with a source; one
 * post that publishes it or comes back with every message in the summary, which takes focus.
 */
export function CardCreator({ state }: { state: NewCardAnswer }) {
  const summary = [
    ...[...newCardInputNames, "source"].flatMap((name) =>
      state.errors[name] ? [{ fieldId: `felt-${name}`, message: state.errors[name] }] : [],
    ),
    ...(state.general.length > 0 ? [{ fieldId: "nytt-kort-skjema", message: state.general.join(" ") }] : []),
  ];
  return (
    <>
      <BackLink href="/admin/kort">Tilbake til kortene</BackLink>
      <AdminPageTitle className="mt-4">Nytt kort</AdminPageTitle>
      <div className="mt-2 max-w-prose space-y-2">
        <p>
          Kortet publiseres med en gang, som en endring. Det får en fast adresse laget av banken og navnet (for eksempel
          /kort/sparebanken-ost-mastercard), som ikke endres om navnet endres senere. Kortbildet tegnes av
          kortnettverket og banken.
        </p>
        <p>
          Et nytt kort har ingen vurdering: kortsiden sier at det ikke er vurdert av redaksjonen, og det står ikke i
          lister som bygger på vår vurdering. Vurderingen skrives etterpå, på kortets egen side her i bakrommet.
        </p>
      </div>
      <form id="nytt-kort-skjema" method="post" noValidate className="mt-6 flex max-w-4xl flex-col gap-6">
        <ErrorSummary items={summary} />
        <CardFields
          values={state.values}
          errors={state.errors}
          groups={newCardInputGroups}
          required={newCardRequiredInputNames}
        />
        <CardSourceField value={state.source} error={state.errors.source} />
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            Opprett og publiser kortet
          </button>
        </div>
      </form>
    </>
  );
}
