// GET the calendar file of a day plan or one place (decision 170). Public reads of live places only:
// the same facts the plan page shows, as an .ics a phone's calendar opens.
import type { FastifyPluginAsync } from 'fastify';
import { PLAN_CALENDAR_PATH } from '../../../contract/api-paths.js';
import { parsePlanQuery } from '../../../contract/day-plan.js';
import { londonToday } from '../../../contract/london-time.js';
import { isoDate } from '../../../contract/opening-hours.js';
import { planTexts } from '../../../contract/plan-texts.js';
import { loadAttractions } from '../../db/load-attractions.js';
import { HttpError } from '../../http/errors.js';
import { planCalendar } from './plan-calendar.js';

export const planService: FastifyPluginAsync = async (app) => {
  app.get(
    PLAN_CALENDAR_PATH,
    {
      schema: {
        summary: 'A day plan (or one place on a chosen day) as an iCalendar file',
        tags: ['plan-service'],
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const plan = parsePlanQuery(query);
      if (!plan.date) {
        throw new HttpError(400, planTexts.calendarDateMissing, {
          date: [planTexts.calendarDateMissing],
        });
      }
      if (plan.ids.length === 0) {
        throw new HttpError(400, planTexts.calendarIdsMissing, {
          ids: [planTexts.calendarIdsMissing],
        });
      }
      const loaded = await loadAttractions(app.database.db, plan.ids);
      const byId = new Map(loaded.filter((a) => a.status.isLive).map((a) => [a.id, a]));
      const stops = plan.ids.flatMap((id) => byId.get(id) ?? []);
      if (stops.length === 0) throw new HttpError(404, planTexts.calendarNoneLive);
      const ics = planCalendar(stops, plan.date, {
        today: isoDate(londonToday()),
        publicUrl: app.config.PUBLIC_URL,
        productName: app.config.PRODUCT_NAME,
      });
      const name =
        stops.length === 1
          ? `${stops[0]!.name.replace(/[^\w -]+/g, '').trim() || 'place'}-${isoDate(plan.date)}.ics`
          : planTexts.calendarFileName(isoDate(plan.date));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
};
