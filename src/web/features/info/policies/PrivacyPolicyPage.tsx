import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { useSiteConfig } from '../../../providers/site-config-context';
import {
  CONTACT_REPLY_DAYS,
  LOG_RETENTION_DAYS,
  reverseGeocodeProvider,
  reverseGeocodeStatement,
} from './policy-texts';
import { H2, PolicyPage } from './PolicyPage';
import { pageHref } from '../../../../contract/page-routes';

/**
 * /policies/privacy/ (SPEC §2): what we collect and where it goes. It says truthfully where
 * location data goes for the configured reverse-geocode provider, that log data is deleted after
 * 100 days and that contact requests are answered within 30 days.
 */
export default function PrivacyPolicyPage() {
  const config = useSiteConfig();
  const { productName, contactEmail } = config;
  const provider = reverseGeocodeProvider(config);

  return (
    <PolicyPage title={PAGE_NAMES.privacy}>
      <p>
        {productName} is a curated directory of UK days out. This policy explains what information
        we collect when you use the site, why, and what we do with it. We collect as little as we
        can, and we never sell your data.
      </p>

      <H2>Your location</H2>
      <p>
        To show you {productName}s near you, the site uses a location: your device&apos;s position
        if you allow it, a city or postcode you choose, or London by default. You can turn the use
        of your device&apos;s position off at any time in{' '}
        <Link component={RouterLink} to={pageHref.settings}>
          Settings
        </Link>
        .
      </p>
      <p data-testid="reverse-geocode-statement">
        {reverseGeocodeStatement(productName, provider)}
      </p>
      <p>
        To sort and filter {productName}s by distance, your browser sends the coordinates of your
        chosen location with each search to our server. They are used to answer that search and are
        not stored with anything that identifies you, other than in our server logs.
      </p>
      <p>
        If you look up a postcode, it is sent to our server, which asks a postcode lookup service
        for its coordinates.
      </p>

      <H2>Cookies and settings</H2>
      <p>
        We store your cookie choices and, if you accept personalisation, your settings and last
        location in cookies on your device. Our{' '}
        <Link component={RouterLink} to={pageHref.cookies}>
          cookie policy
        </Link>{' '}
        lists them.
      </p>

      <H2>Log data</H2>
      <p>
        Like most websites, our servers record each request they receive: the address requested
        (which can include search terms and location coordinates), the time, your IP address and
        your browser type. We use logs only to keep the site secure and working. Log data is deleted
        after {LOG_RETENTION_DAYS} days.
      </p>

      <H2>Things you send us</H2>
      <ul>
        <li>
          <strong>Email sign-up:</strong> your email address, to send you our newsletter. Every
          email has a link to unsubscribe.
        </li>
        <li>
          <strong>Attraction submissions:</strong> the details you enter about an attraction, which
          our moderators review before anything is published.
        </li>
        <li>
          <strong>Contact requests:</strong> what you write to us and your address, to answer you.
          We answer contact requests within {CONTACT_REPLY_DAYS} days.
        </li>
      </ul>

      <H2>Your rights</H2>
      <p>
        Under UK data protection law you can ask to see, correct or delete the personal data we hold
        about you, or object to how we use it. Email{' '}
        <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link> and we will reply within{' '}
        {CONTACT_REPLY_DAYS} days. You can also complain to the Information Commissioner&apos;s
        Office (ico.org.uk).
      </p>
    </PolicyPage>
  );
}
