import type { TravelBenefit } from "#content/travel-guide";
import { formatKr, formatNumber } from "~/shared/format/format";
import { DataTable } from "~/shared/ui/data-table";

function BenefitValue({ value }: { value: TravelBenefit["value"] }) {
  const range = value.min === value.max ? formatKr(value.min) : `${formatNumber(value.min)}–${formatKr(value.max)}`;
  return (
    <>
      <span className="whitespace-nowrap">{range}</span> per {value.per}
    </>
  );
}

/** The travel benefits: what each is worth, what it is, and how to get the most from it. */
export function TravelBenefitTable({ benefits, caption }: { benefits: TravelBenefit[]; caption: string }) {
  return (
    <DataTable label={caption} caption={caption}>
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pr-3">
            Fordel
          </th>
          <th scope="col" className="py-2 pr-3">
            Verdi
          </th>
          <th scope="col" className="py-2 pr-3">
            Hva det er
          </th>
          <th scope="col" className="py-2">
            Slik får du mest ut av den
          </th>
        </tr>
      </thead>
      <tbody>
        {benefits.map((benefit) => (
          <tr key={benefit.key} className="border-b border-gray-200 align-top">
            <th scope="row" className="py-2 pr-3">
              {benefit.benefit}
            </th>
            <td className="py-2 pr-3 font-semibold">
              <BenefitValue value={benefit.value} />
            </td>
            <td className="py-2 pr-3">{benefit.description}</td>
            <td className="py-2">{benefit.howToMaximize}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
