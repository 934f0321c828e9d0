/** The review tab's and vote page's CSS: it comes with their code, not with every home. */
import storyCss from '../../ui/story-card.css?inline';
import { ShadowStyles } from '../../ui/shadow-styles.tsx';
import reviewCss from './review.css?inline';

const css = `${storyCss}\n${reviewCss}`;

export const ReviewStyles = () => <ShadowStyles css={css} />;
