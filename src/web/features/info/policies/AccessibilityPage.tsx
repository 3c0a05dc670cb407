import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { useSiteConfig } from '../../../providers/site-config-context';
import { CONTACT_REPLY_DAYS } from './policy-texts';
import { H2, PolicyPage } from './PolicyPage';
import { pageHref } from '../../../../contract/page-routes';

/** /policies/accessibility/: how accessible the site is, what is not yet, and how to tell us. */
export default function AccessibilityPage() {
  const { productName, contactEmail } = useSiteConfig();
  return (
    <PolicyPage title={PAGE_NAMES.accessibility}>
      <p>
        We want everyone to be able to find a great day out with {productName}, whatever device they
        use and however they use it. We aim to meet the Web Content Accessibility Guidelines (WCAG)
        2.1 at level AA.
      </p>

      <H2>What you can expect</H2>
      <ul>
        <li>
          Every page works with a keyboard alone, with a visible focus and a link to skip to the
          content.
        </li>
        <li>Pages have a clear heading structure and landmarks for screen reader users.</li>
        <li>Text and controls meet the WCAG AA contrast ratios.</li>
        <li>Pages reflow for phones and zoom to 400% without losing content.</li>
        <li>
          Each attraction&apos;s facilities say clearly whether step-free access, accessible toilets
          and other facilities are available.
        </li>
      </ul>

      <H2>How we test</H2>
      <p>
        Every page is checked automatically with axe-core in a real browser at phone and desktop
        sizes each time the site changes, and we test by hand with a keyboard and a screen reader.
      </p>

      <H2>Known limitations</H2>
      <ul>
        <li>
          The map on attraction pages is hard to use without sight. The address and a Get Directions
          link sit beside it, so you never need the map itself.
        </li>
        <li>
          Pictures of attractions come from the attractions themselves and may lack detailed
          descriptions.
        </li>
      </ul>

      <H2>Feedback and contact</H2>
      <p>
        If something on {productName} is hard to use, please tell us: email{' '}
        <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link> or use our{' '}
        <Link component={RouterLink} to={pageHref.contact}>
          contact page
        </Link>
        . We reply within {CONTACT_REPLY_DAYS} days. If you are not happy with our reply, you can
        contact the Equality Advisory and Support Service (EASS).
      </p>
    </PolicyPage>
  );
}
