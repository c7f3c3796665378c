/** The shortlist's sort: by category, admit chances or regular deadline, ascending or descending. */
import {
  SHORTLIST_SORT_KEYS,
  type ShortlistSortKey,
  SORT_KEY_LABEL,
  type SortDirection,
} from "@gradplan/schema";
import { useId } from "react";
import { Toolbar } from "./ShortlistPage.styles";
import { DIRECTION_LABEL, SHORTLIST_TEXT } from "./shortlistPageText";

export interface SortControlsProps {
  sort: ShortlistSortKey;
  order: SortDirection;
  onSort: (sort: ShortlistSortKey) => void;
  onOrder: (order: SortDirection) => void;
}

export function SortControls({ sort, order, onSort, onOrder }: SortControlsProps) {
  const sortId = useId();
  const orderId = useId();
  return (
    <Toolbar>
      <div>
        <label htmlFor={sortId}>{SHORTLIST_TEXT.sortBy}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ShortlistSortKey)}
        >
          {SHORTLIST_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_KEY_LABEL[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={orderId}>{SHORTLIST_TEXT.order}</label>
        <select
          id={orderId}
          value={order}
          onChange={(event) => onOrder(event.target.value as SortDirection)}
        >
          {(["asc", "desc"] as const).map((direction) => (
            <option key={direction} value={direction}>
              {DIRECTION_LABEL[direction]}
            </option>
          ))}
        </select>
      </div>
    </Toolbar>
  );
}
