/**
 * The React floor (`/floor-react/:kind/:id`): the floor page's cards, drawn by React alone. The
 * page's inline script asks for the calls and leaves the cards in `window.floorCards`; this module,
 * which downloads beside those calls, renders them in one `createRoot`, with the markup the
 * hand-written floor writes. It measures what the chosen stack costs before any widget code runs.
 */
import { createRoot } from 'react-dom/client';

/** A card as the floor page's inline script leaves it (`CARDS` in page.ts). */
interface FloorCard {
  src?: string;
  name: string;
  /** Written out, as the widgets write it (`12,900원`). */
  price?: string;
  eager: boolean;
}

declare global {
  interface Window {
    floorCards?: Promise<FloorCard[]>;
  }
}

function Card({ card }: { card: FloorCard }) {
  return (
    <article className="floor-card">
      {card.src ? <img loading={card.eager ? 'eager' : 'lazy'} decoding="async" src={card.src} width={300} height={300} alt="" /> : null}
      <p>{card.name}</p>
      {card.price !== undefined ? <strong>{card.price}</strong> : null}
    </article>
  );
}

const grid = document.getElementById('floor');
if (grid && window.floorCards) {
  const cards = await window.floorCards;
  createRoot(grid).render(cards.map((card, index) => <Card key={index} card={card} />));
}
