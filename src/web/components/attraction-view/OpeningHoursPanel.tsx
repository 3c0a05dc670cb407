import { Box, Link, Typography } from '@mui/material';
import { FactSourceLine } from './FactSourceLine';
import { agesText, membersFreeTexts, settingText, ticketPricesText } from './fact-texts';
import { londonToday } from '../../../contract/london-time';
import { weekdayLabels } from '../../../contract/opening-hours';
import { nationOfRegion } from '../../../contract/nation';
import {
  bankHolidayRuleText,
  dayText,
  seasonText,
  todayHeadline,
  weekFrom,
} from './opening-hours-text';
import { Section, type PanelProps } from './Section';
import { useNow } from '../../providers/render-clock';

const fact = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.85rem',
  fontWeight: 600,
  color: '#1f3b57',
  bgcolor: '#e8f0f8',
} as const;

/**
"Opening times": today's opening in London time, the coming week with its season, and the
 * ages, cost and setting facts. Unknown is said plainly, never left out.
 */
export function OpeningHoursPanel({ attraction, action }: PanelProps) {
  const hours = attraction.openingHours;
  const now = useNow();
  const today = londonToday(now);
  const nation = nationOfRegion(attraction.location.region?.regionName);
  const week = hours.state === 'scheduled' ? weekFrom(hours, today, nation) : [];
  const season = seasonText(hours, today);
  const bankHolidays = bankHolidayRuleText(hours, nation);
  const facts = [
    attraction.price === 0 ? 'Free entry' : null,
    ticketPricesText(attraction.ticketPrices),
    ...membersFreeTexts(attraction),
    attraction.ages ? agesText(attraction.ages, attraction.agesBasis) : 'Ages not yet checked',
    settingText(attraction),
  ].filter((text): text is string => text !== null);

  return (
    <Section title="Opening times" action={action}>
      <Typography data-testid="hours-today" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {todayHeadline(hours, now, nation)}
      </Typography>
      {hours.state === 'varies' && attraction.links.website ? (
        <Link href={attraction.links.website} rel="noopener" target="_blank">
          See the opening times on their website
        </Link>
      ) : null}
      {season ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{season}</Typography> : null}
      {bankHolidays ? (
        <Typography data-testid="hours-bank-holidays" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {bankHolidays}
        </Typography>
      ) : null}
      {week.length > 0 ? (
        <Box
          component="table"
          aria-label="Opening times this week"
          sx={{
            mt: 1.5,
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'left', py: 0.5, pr: 3, fontSize: '0.95rem' },
            '& th': { fontWeight: 600 },
          }}
        >
          <tbody>
            {week.map((day, index) => (
              <tr key={day.weekday}>
                <th scope="row">{index === 0 ? 'Today' : weekdayLabels[day.weekday]}</th>
                <td>
                  {dayText(day.hours)}
                  {day.hours.kind === 'spans' && day.hours.exception?.note
                    ? ` (${day.hours.exception.note})`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      ) : null}
      <FactSourceLine
        what="Opening times"
        check={attraction.checks.hours}
        confirm={{
          attractionId: attraction.id,
          group: 'hours',
          confirmedAt: attraction.confirmedAt.hours,
        }}
      />
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 2, mb: 0 }}
      >
        {facts.map((text) => (
          <Box component="li" key={text} sx={fact}>
            {text}
          </Box>
        ))}
      </Box>
      <FactSourceLine
        what="Prices"
        check={attraction.checks.prices}
        confirm={{
          attractionId: attraction.id,
          group: 'prices',
          confirmedAt: attraction.confirmedAt.prices,
        }}
      />
      <FactSourceLine
        what="Ages and setting"
        check={attraction.checks.suitability}
        confirm={{
          attractionId: attraction.id,
          group: 'suitability',
          confirmedAt: attraction.confirmedAt.suitability,
        }}
      />
    </Section>
  );
}
